package secrets

import "context"

type SecretPermission string

const (
	SecretAccess SecretPermission = "access"
	SecretPut    SecretPermission = "put"
)

var SecretEverything []SecretPermission = []SecretPermission{SecretAccess, SecretPut}

type Secret interface {
	Allow(permission SecretPermission, permissions ...SecretPermission) *SecretClient
}

type secret struct{}

func NewSecret(name string) *secret { panic("stub") }

func (s *secret) Allow(permission SecretPermission, permissions ...SecretPermission) *SecretClient {
	panic("stub")
}

type SecretClientIface interface {
	Name() string
	Put(ctx context.Context, value []byte) (string, error)
	Access(ctx context.Context) (SecretValue, error)
	AccessVersion(ctx context.Context, version string) (SecretValue, error)
}

type SecretClient struct{}

func NewSecretClient(name string) (*SecretClient, error) { panic("stub") }

func (s *SecretClient) Name() string                                          { return "" }
func (s *SecretClient) Put(ctx context.Context, value []byte) (string, error) { return "", nil }
func (s *SecretClient) Access(ctx context.Context) (SecretValue, error)       { return nil, nil }
func (s *SecretClient) AccessVersion(ctx context.Context, version string) (SecretValue, error) {
	return nil, nil
}

type SecretValue []byte

func (s SecretValue) AsString() string { return "" }
