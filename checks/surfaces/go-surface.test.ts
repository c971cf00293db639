import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { goSurface } from './go-surface'

/** A tiny module with each kind of declaration the reader must tell apart. */
const FIXTURE: Record<string, string> = {
  'go.mod': 'module example.com/sdk\n\ngo 1.19\n',
  'root.go': `package root

import (
	store "example.com/sdk/store"
)

var (
	NewStore = store.NewStore
	Names    = []string{"a"}
	helper   = store.NewStore
)

func Run() {}
`,
  'store/store.go': `package store

import "context"

type Store interface {
	Get(ctx context.Context, key string) ([]byte, error)
	Allow(permission string, more ...string) *Client
	hidden()
	fmtStringer
}

type fmtStringer interface{ String() string }

type store struct{}

func (s *store) Get(ctx context.Context, key string) ([]byte, error) { return nil, nil }
func (s *store) Extra() {}

func NewStore(name string) *store { return &store{} }
func newThing() {}

type Client struct{}

func (c *Client) Name() string { return "" }
func (c Client) Close() error  { return nil }
func (c *Client) reset()       {}

type Pool[T any] struct{}

func (p *Pool[T]) Take() T { var zero T; return zero }

type Value []byte

func (v Value) AsString() string { return string(v) }
`,
  'store/store_test.go': 'package store\n\nfunc TestOnly() {}\n',
  'internal/wire/wire.go': 'package wire\n\nfunc Encode() {}\n\ntype Codec struct{}\n\nfunc (Codec) Decode() {}\n',
  'codes/codes.go': 'package codes\n\ntype Code int\n\nconst OK Code = 0\n\nfunc (c Code) String() string { return "" }\n',
}

const root = mkdtempSync(path.join(tmpdir(), 'go-surface-'))
afterAll(() => rmSync(root, { recursive: true, force: true }))
for (const [file, text] of Object.entries(FIXTURE)) {
  mkdirSync(path.dirname(path.join(root, file)), { recursive: true })
  writeFileSync(path.join(root, file), text)
}

describe('goSurface', () => {
  const surface = goSurface(root)

  it('lists package functions, variables bound to functions, and methods of exported types and interfaces', () => {
    // Not internal/wire, the _test.go file, unexported names, nor the unexported *store's own methods (Extra).
    expect(surface).toEqual([
      'codes.Code.String',
      'root.NewStore',
      'root.Run',
      'store.Client.Close',
      'store.Client.Name',
      'store.NewStore',
      'store.Pool.Take',
      'store.Store.Allow',
      'store.Store.Get',
      'store.Value.AsString',
    ])
  })

  it('reads the Go v1 stubs with constructors, interface methods and the methods of client structs', () => {
    const stubs = goSurface(path.join(process.cwd(), 'tests/sdk-stubs/go/1.1.1'))
    expect(stubs).toEqual(expect.arrayContaining(['nitric.NewApi', 'nitric.Run', 'apis.Api.Get', 'storage.BucketClient.ListFiles', 'keyvalue.KvStore.Allow']))
    // NewKv returns the unexported *kvstore: its Allow is the interface's, not a method of its own.
    expect(stubs.some((symbol) => symbol.startsWith('keyvalue.kvstore') || symbol.startsWith('handlers.'))).toBe(false)
  })
})
