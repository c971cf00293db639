package io.nitric.resources;

public enum TopicPermission {
    Publishing
}
