import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { parseStub, pythonSurface, referencedNames } from './python-surface'

/** A tiny package: `pkg.resources` exports through `__all__`, `pkg.app` has no `__all__`. */
const FIXTURE: Record<string, string> = {
  'pkg/__init__.pyi': '',
  'pkg/app/__init__.pyi': `
class App:
    @classmethod
    def run(cls) -> None: ...
    def _internal(self) -> None: ...

def _private_helper() -> None: ...
`,
  'pkg/base.pyi': `
from abc import ABC
class Base(ABC):
    @classmethod
    def make(cls, name: str) -> Base: ...
`,
  'pkg/resources/__init__.pyi': `
from pkg.resources.store import Store as Store, store as store
from pkg.resources.store import (
    Hidden,
    Worker as Worker,
)

__all__ = [
    "store",  # the function
    "Store",
    "Worker",
]
`,
  'pkg/resources/store.pyi': `
from typing import Any, AsyncIterator, Callable, List, Literal, Optional, Union
from pkg.base import Base

Perm = Literal["get", "set"]
Handler = Callable[[Context], None]
RefList = List[Ref]

class Context:
    def reply(self) -> None: ...

class Item:
    name: str
    async def remove(self) -> None: ...

class Ref:
    owner: Owner
    async def get(
        self,
        key: str,
        default: Optional[str] = None,  # a comment with ) -> Wrong: in it
    ) -> dict[str, Any]: ...
    def keys(self) -> AsyncIterator[str]: ...
    async def items(self) -> Union[None, List[Item]]: ...
    def on(self, event: Perm) -> Callable[[Handler], Ref]: ...
    def __call__(self, cpus: int = 0) -> Callable[[Handler], None]: ...
    def __str__(self) -> str: ...
    @property
    def size(self) -> int: ...

class Owner:
    def never_reached(self) -> None: ...

class Store(Base):
    def allow(self, perm: Perm, *args: Perm) -> Ref: ...
    def siblings(self) -> RefList: ...

class Worker:
    async def start(self) -> None: ...

class Hidden:
    def unused(self) -> None: ...

def store(name: str) -> Store: ...
`,
}

const root = mkdtempSync(path.join(tmpdir(), 'python-surface-'))
afterAll(() => rmSync(root, { recursive: true, force: true }))
for (const [file, source] of Object.entries(FIXTURE)) {
  mkdirSync(path.dirname(path.join(root, file)), { recursive: true })
  writeFileSync(path.join(root, file), source)
}

describe('pythonSurface', () => {
  const surface = pythonSurface(root, ['pkg.resources', 'pkg.app'])

  it('lists exported functions and the methods of every class reachable from the exports', () => {
    expect(surface).toEqual([
      'App.run',
      'Base.make',
      'Item.remove',
      'Ref.__call__',
      'Ref.get',
      'Ref.items',
      'Ref.keys',
      'Ref.on',
      'Store.allow',
      'Store.siblings',
      'Worker.start',
      'store',
    ])
  })

  it('leaves out private names, properties, dunders other than __call__, unexported classes and attribute types', () => {
    for (const name of ['App._internal', '_private_helper', 'Ref.size', 'Ref.__str__', 'Hidden.unused', 'Owner.never_reached', 'Context.reply']) {
      expect(surface).not.toContain(name)
    }
  })

  it('fails loudly when an entry module is missing or exports a name it does not define', () => {
    expect(() => pythonSurface(root, ['pkg.missing'])).toThrow(/no stub for pkg.missing/)
    const broken = path.join(root, 'broken')
    mkdirSync(path.join(broken, 'pkg'), { recursive: true })
    writeFileSync(path.join(broken, 'pkg/__init__.pyi'), '__all__ = ["ghost"]\n')
    expect(() => pythonSurface(broken, ['pkg'])).toThrow(/exports ghost/)
  })
})

describe('referencedNames', () => {
  it('follows what a Callable returns, not what it takes', () => {
    expect(referencedNames('Callable[[Handler, int], Server]')).toEqual(['Callable', 'Server'])
    expect(referencedNames('Callable[..., Server]')).toEqual(['Callable', 'Server'])
  })

  it('reads unions, generics and literals', () => {
    expect(referencedNames('Union[None, List[FailedMessage]]')).toEqual(['Union', 'List', 'FailedMessage'])
    expect(referencedNames('HttpContext | None')).toEqual(['HttpContext'])
    expect(referencedNames('Literal["connect", "message"]')).toEqual(['Literal'])
  })
})

describe('parseStub', () => {
  it('reads multi-line imports, __all__ and class bodies', () => {
    const stub = parseStub('m', FIXTURE['pkg/resources/store.pyi'] ?? '')
    expect([...stub.classes.keys()]).toEqual(['Context', 'Item', 'Ref', 'Owner', 'Store', 'Worker', 'Hidden'])
    expect(stub.classes.get('Ref')?.methods.find((method) => method.name === 'get')?.returns).toBe('dict[str, Any]')
    expect(stub.aliases.get('RefList')).toBe('List[Ref]')
    const entry = parseStub('r', FIXTURE['pkg/resources/__init__.pyi'] ?? '')
    expect(entry.all).toEqual(['store', 'Store', 'Worker'])
    expect(entry.imports.get('Worker')).toEqual({ module: 'pkg.resources.store', name: 'Worker' })
  })
})
