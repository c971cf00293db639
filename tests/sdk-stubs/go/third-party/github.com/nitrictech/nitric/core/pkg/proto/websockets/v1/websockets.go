package websocketspb

type ServerMessage struct{}

type ClientMessage struct{}
