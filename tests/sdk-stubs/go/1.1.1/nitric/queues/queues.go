package queues

import "context"

type QueuePermission string

const (
	QueueEnqueue QueuePermission = "enqueue"
	QueueDequeue QueuePermission = "dequeue"
)

var QueueEverything []QueuePermission = []QueuePermission{QueueEnqueue, QueueDequeue}

type Queue interface {
	Allow(permission QueuePermission, permissions ...QueuePermission) *QueueClient
}

type queue struct{}

func NewQueue(name string) *queue { panic("stub") }

func (q *queue) Allow(permission QueuePermission, permissions ...QueuePermission) *QueueClient {
	panic("stub")
}

type QueueClientIface interface {
	Name() string
	Enqueue(ctx context.Context, messages []map[string]interface{}) ([]*FailedMessage, error)
	Dequeue(ctx context.Context, depth int) ([]ReceivedMessage, error)
}

type QueueClient struct{}

func NewQueueClient(name string) (*QueueClient, error) { panic("stub") }

func (q *QueueClient) Name() string { return "" }
func (q *QueueClient) Enqueue(ctx context.Context, messages []map[string]interface{}) ([]*FailedMessage, error) {
	return nil, nil
}
func (q *QueueClient) Dequeue(ctx context.Context, depth int) ([]ReceivedMessage, error) {
	return nil, nil
}

type ReceivedMessage interface {
	Queue() string
	Message() map[string]interface{}
	Complete(context.Context) error
}

type FailedMessage struct {
	Message map[string]interface{}
	Reason  string
}
