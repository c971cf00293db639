package storage

import "context"

type Bucket interface {
	File(key string) File
	Files(ctx context.Context) ([]File, error)
	Name() string
}

type Mode int

const (
	ModeRead Mode = iota
	ModeWrite
)

type File interface {
	Name() string
	Read(ctx context.Context) ([]byte, error)
	Write(ctx context.Context, data []byte) error
	Delete(ctx context.Context) error
	UploadUrl(ctx context.Context, expiry int) (string, error)
	DownloadUrl(ctx context.Context, expiry int) (string, error)
}

type PresignUrlOptions struct {
	Mode   Mode
	Expiry int
}

type Storage interface {
	Bucket(name string) Bucket
}

func New() (Storage, error) { panic("stub") }
