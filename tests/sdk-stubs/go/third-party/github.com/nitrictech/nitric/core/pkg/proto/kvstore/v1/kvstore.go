package kvstorepb

type Store struct {
	Name string
}

type KvStoreScanKeysRequest struct {
	Store  *Store
	Prefix string
}
