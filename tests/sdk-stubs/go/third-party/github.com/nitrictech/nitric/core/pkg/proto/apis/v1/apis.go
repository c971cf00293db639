package apispb

type ServerMessage struct{}

type ClientMessage struct{}
