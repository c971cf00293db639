package websockets

import (
	"context"

	websocketspb "github.com/nitrictech/nitric/core/pkg/proto/websockets/v1"
)

type Websocket interface {
	Name() string
	On(eventType EventType, handler interface{})
	Send(ctx context.Context, connectionId string, message []byte) error
	Close(ctx context.Context, connectionId string) error
}

func NewWebsocket(name string) Websocket { panic("stub") }

type EventType string

var EventTypes = []EventType{EventType_Connect, EventType_Disconnect, EventType_Message}

const (
	EventType_Connect    EventType = "connect"
	EventType_Disconnect EventType = "disconnect"
	EventType_Message    EventType = "message"
)

type Ctx struct {
	Request  Request
	Response *Response
	Extras   map[string]interface{}
}

func NewCtx(msg *websocketspb.ServerMessage) *Ctx           { panic("stub") }
func (c *Ctx) ToClientMessage() *websocketspb.ClientMessage { panic("stub") }
func (c *Ctx) WithError(err error)                          {}

type Request interface {
	SocketName() string
	EventType() EventType
	ConnectionID() string
	QueryParams() map[string][]string
	Message() string
}

type Response struct {
	Reject bool
}
