package storage

import (
	"context"
	"time"

	storagepb "github.com/nitrictech/nitric/core/pkg/proto/storage/v1"
)

type BucketPermission string

const (
	BucketRead   BucketPermission = "read"
	BucketWrite  BucketPermission = "write"
	BucketDelete BucketPermission = "delete"
)

var BucketEverything []BucketPermission = []BucketPermission{BucketRead, BucketWrite, BucketDelete}

type Bucket interface {
	Allow(permission BucketPermission, permissions ...BucketPermission) *BucketClient
	On(eventType EventType, notificationPrefixFilter string, handler interface{})
}

func NewBucket(name string) Bucket { panic("stub") }

type BucketClientIface interface {
	Name() string
	ListFiles(ctx context.Context) ([]string, error)
	Read(ctx context.Context, key string) ([]byte, error)
	Write(ctx context.Context, key string, data []byte) error
	Delete(ctx context.Context, key string) error
	UploadUrl(ctx context.Context, key string, opts ...PresignUrlOption) (string, error)
	DownloadUrl(ctx context.Context, key string, opts ...PresignUrlOption) (string, error)
}

type BucketClient struct{}

func NewBucketClient(name string) (*BucketClient, error) { panic("stub") }

func (b *BucketClient) Name() string                                                { return "" }
func (b *BucketClient) ListFiles(ctx context.Context) ([]string, error)             { return nil, nil }
func (o *BucketClient) Read(ctx context.Context, key string) ([]byte, error)        { return nil, nil }
func (o *BucketClient) Write(ctx context.Context, key string, content []byte) error { return nil }
func (o *BucketClient) Delete(ctx context.Context, key string) error                { return nil }
func (o *BucketClient) UploadUrl(ctx context.Context, key string, opts ...PresignUrlOption) (string, error) {
	return "", nil
}
func (o *BucketClient) DownloadUrl(ctx context.Context, key string, opts ...PresignUrlOption) (string, error) {
	return "", nil
}

type Mode int

const (
	ModeRead Mode = iota
	ModeWrite
)

type presignUrlOptions struct{}

type PresignUrlOption func(opts *presignUrlOptions)

func WithPresignUrlExpiry(expiry time.Duration) PresignUrlOption { panic("stub") }

type EventType string

var EventTypes = []EventType{WriteNotification, DeleteNotification}

const (
	WriteNotification  EventType = "write"
	DeleteNotification EventType = "delete"
)

type Ctx struct {
	Request  Request
	Response *Response
	Extras   map[string]interface{}
}

func NewCtx(msg *storagepb.ServerMessage) *Ctx           { panic("stub") }
func (c *Ctx) ToClientMessage() *storagepb.ClientMessage { panic("stub") }
func (c *Ctx) WithError(err error)                       {}

type Request interface {
	Key() string
	NotificationType() EventType
}

type Response struct {
	Success bool
}

type FileResponse struct {
	Success bool
}
