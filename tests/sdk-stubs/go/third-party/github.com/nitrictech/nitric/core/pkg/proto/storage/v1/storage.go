package storagepb

type ServerMessage struct{}

type ClientMessage struct{}
