package io.nitric.faas.v0;

public enum Frequency {
    Days, Hours, Minutes
}
