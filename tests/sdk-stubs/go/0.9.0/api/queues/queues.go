package queues

import "context"

type Queue interface {
	Name() string
	Send(context.Context, []*Task) ([]*FailedTask, error)
	Receive(context.Context, int) ([]ReceivedTask, error)
}

type Queues interface {
	Queue(string) Queue
}

func New() (Queues, error) { panic("stub") }

type Task struct {
	ID          string
	PayloadType string
	Payload     map[string]interface{}
}

type ReceivedTask interface {
	Queue() string
	Task() *Task
	Complete(context.Context) error
}

type FailedTask struct {
	Task   *Task
	Reason string
}
