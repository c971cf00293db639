package workers

import (
	"context"

	v1 "github.com/nitrictech/nitric/core/pkg/proto/resources/v1"
	"google.golang.org/grpc"
)

type StreamWorker interface {
	Start(context.Context) error
}

type StdServerMsg[RegistrationResponse any] interface {
	GetRegistrationResponse() *RegistrationResponse
}

type Stream[ClientMessage any, RegistrationResponse any, ServerMessage StdServerMsg[RegistrationResponse]] interface {
	Send(*ClientMessage) error
	Recv() (ServerMessage, error)
	grpc.ClientStream
}

func HandleStream[ClientMessage any, RegistrationResponse any, ServerMessage StdServerMsg[RegistrationResponse]](
	ctx context.Context,
	createStream func(ctx context.Context) (Stream[ClientMessage, RegistrationResponse, ServerMessage], error),
	initReq *ClientMessage,
	handleServerMsg func(msg ServerMessage) (*ClientMessage, error),
) error {
	panic("stub")
}

type RegisterResult struct {
	Identifier *v1.ResourceIdentifier
	Err        error
}

type Manager struct{}

func GetDefaultManager() *Manager { panic("stub") }
func New() *Manager               { panic("stub") }

func (m *Manager) AddWorker(name string, s StreamWorker) {}
func (m *Manager) RegisterResource(request *v1.ResourceDeclareRequest) <-chan RegisterResult {
	panic("stub")
}
func (m *Manager) RegisterPolicy(res *v1.ResourceIdentifier, actions ...v1.Action) error { return nil }
func (m *Manager) Run(ctx context.Context) error                                         { return nil }
