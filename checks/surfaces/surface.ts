import ts from 'typescript'

/**
 * The public callable surface of a package's bundled type declarations, as a reader meets it: every exported
 * function (or callable constant) as `name`, and every public instance method as `Class.method` of every class a
 * reader can reach, starting from the exports and following what their methods return. Static helpers, private
 * members and `_`-prefixed names are internals; function-valued properties count as methods.
 */
export function publicSurface(declarationFile: string): string[] {
  const program = ts.createProgram([declarationFile], { noEmit: true, skipLibCheck: true, strict: true })
  const checker = program.getTypeChecker()
  const source = program.getSourceFile(declarationFile)
  const moduleSymbol = source && checker.getSymbolAtLocation(source)
  if (!source || !moduleSymbol) throw new Error(`cannot read the exports of ${declarationFile}`)

  const names = new Set<string>()
  const visited = new Set<ts.Symbol>()

  const isPublic = (symbol: ts.Symbol) =>
    !symbol.getName().startsWith('_') &&
    (symbol.declarations ?? []).every((declaration) => !(ts.getCombinedModifierFlags(declaration) & (ts.ModifierFlags.Private | ts.ModifierFlags.Protected)))

  function visitType(type: ts.Type): void {
    if (type.isUnionOrIntersection()) return type.types.forEach(visitType)
    for (const argument of checker.getTypeArguments(type as ts.TypeReference) ?? []) visitType(argument)
    const symbol = type.getSymbol()
    if (symbol && symbol.flags & ts.SymbolFlags.Class) visitClass(symbol, type)
  }

  function visitClass(symbol: ts.Symbol, instanceType: ts.Type): void {
    if (visited.has(symbol) || !symbol.declarations?.some((declaration) => declaration.getSourceFile() === source)) return
    visited.add(symbol)
    // A bundler renames clashing declarations `Name$1`; readers know them by the plain name.
    const className = symbol.getName().replace(/\$\d+$/, '')
    for (const member of checker.getPropertiesOfType(instanceType)) {
      if (!(member.flags & (ts.SymbolFlags.Method | ts.SymbolFlags.Property)) || !isPublic(member)) continue
      // Function-valued properties (`every = (...) => ...`) are methods to a reader.
      const signatures = checker.getTypeOfSymbol(member).getCallSignatures()
      if (signatures.length === 0) continue
      names.add(`${className}.${member.getName()}`)
      for (const signature of signatures) visitType(signature.getReturnType())
    }
  }

  for (const exported of checker.getExportsOfModule(moduleSymbol)) {
    const symbol = exported.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(exported) : exported
    if (symbol.flags & ts.SymbolFlags.Class) {
      visitClass(symbol, checker.getDeclaredTypeOfSymbol(symbol))
      continue
    }
    if (!(symbol.flags & (ts.SymbolFlags.Function | ts.SymbolFlags.Variable)) || !symbol.valueDeclaration) continue
    const signatures = checker.getTypeOfSymbolAtLocation(symbol, symbol.valueDeclaration).getCallSignatures()
    if (signatures.length === 0) continue
    names.add(exported.getName())
    for (const signature of signatures) visitType(signature.getReturnType())
  }
  return [...names].sort()
}
