package secrets

import "context"

type SecretRef interface {
	Name() string
	Put(context.Context, []byte) (SecretVersionRef, error)
	Version(string) SecretVersionRef
	Latest() SecretVersionRef
}

type SecretValue interface {
	Version() SecretVersionRef
	AsBytes() []byte
	AsString() string
}

type SecretVersionRef interface {
	Access(ctx context.Context) (SecretValue, error)
	Secret() SecretRef
	Version() string
}

type Secrets interface {
	Secret(string) SecretRef
}

func New() (Secrets, error) { panic("stub") }
