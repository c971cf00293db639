package schedulespb

type ServerMessage struct{}

type ClientMessage struct{}
