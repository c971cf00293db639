package keyvalue

import (
	"context"

	v1 "github.com/nitrictech/nitric/core/pkg/proto/kvstore/v1"
)

type KvStorePermission string

const (
	KvStoreSet    KvStorePermission = "set"
	KvStoreGet    KvStorePermission = "get"
	KvStoreDelete KvStorePermission = "delete"
)

var KvStoreEverything []KvStorePermission = []KvStorePermission{KvStoreSet, KvStoreGet, KvStoreDelete}

type KvStore interface {
	Allow(permission KvStorePermission, permissions ...KvStorePermission) KvStoreClientIface
}

type kvstore struct{}

func NewKv(name string) *kvstore { panic("stub") }

func (k *kvstore) Allow(permission KvStorePermission, permissions ...KvStorePermission) KvStoreClientIface {
	panic("stub")
}

type ScanKeysRequest = v1.KvStoreScanKeysRequest

type ScanKeysOption = func(*ScanKeysRequest)

func WithPrefix(prefix string) ScanKeysOption { panic("stub") }

type KeyStream struct{}

func (k *KeyStream) Recv() (string, error) { return "", nil }

type KvStoreClientIface interface {
	Name() string
	Get(ctx context.Context, key string) (map[string]interface{}, error)
	Set(ctx context.Context, key string, value map[string]interface{}) error
	Delete(ctx context.Context, key string) error
	Keys(ctx context.Context, options ...ScanKeysOption) (*KeyStream, error)
}

type KvStoreClient struct{}

func NewKvStoreClient(name string) (*KvStoreClient, error) { panic("stub") }

func (s *KvStoreClient) Name() string { return "" }
func (s *KvStoreClient) Get(ctx context.Context, key string) (map[string]interface{}, error) {
	return nil, nil
}
func (s *KvStoreClient) Set(ctx context.Context, key string, value map[string]interface{}) error {
	return nil
}
func (s *KvStoreClient) Delete(ctx context.Context, key string) error { return nil }
func (s *KvStoreClient) Keys(ctx context.Context, opts ...ScanKeysOption) (*KeyStream, error) {
	return nil, nil
}
