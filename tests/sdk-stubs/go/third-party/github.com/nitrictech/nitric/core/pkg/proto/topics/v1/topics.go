package topicspb

type ServerMessage struct{}

type ClientMessage struct{}

type TopicPublishRequest struct{}
