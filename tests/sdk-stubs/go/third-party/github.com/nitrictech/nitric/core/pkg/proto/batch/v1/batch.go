package batchpb

type ServerMessage struct{}

type ClientMessage struct{}
