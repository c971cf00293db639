// Prints the public functions and methods of the Go module in the folder given as the only argument, one symbol a
// line: `pkg.Func` for an exported package function (or a package variable bound to one, as `nitric.NewApi` is),
// `pkg.Type.Method` for an exported method of an exported type or interface. Packages under `internal/` and
// methods of unexported types are left out: a reader reaches those only through an exported interface, whose
// methods are listed instead.
//
// It uses only the standard library's parser, so it runs offline and needs no module resolution.
package main

import (
	"fmt"
	"go/ast"
	"go/parser"
	"go/token"
	"io/fs"
	"os"
	"path/filepath"
	"sort"
	"strconv"
	"strings"
)

type pkgFile struct {
	dir  string
	file *ast.File
}

func main() {
	if len(os.Args) != 2 {
		fmt.Fprintln(os.Stderr, "usage: go-surface <module folder>")
		os.Exit(2)
	}
	root := os.Args[1]
	modulePath, err := readModulePath(filepath.Join(root, "go.mod"))
	if err != nil {
		fail(err)
	}

	var files []pkgFile
	fset := token.NewFileSet()
	err = filepath.WalkDir(root, func(path string, entry fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if entry.IsDir() {
			if entry.Name() == "internal" || entry.Name() == "testdata" {
				return filepath.SkipDir
			}
			return nil
		}
		if !strings.HasSuffix(path, ".go") || strings.HasSuffix(path, "_test.go") {
			return nil
		}
		file, err := parser.ParseFile(fset, path, nil, parser.SkipObjectResolution)
		if err != nil {
			return err
		}
		files = append(files, pkgFile{dir: filepath.Dir(path), file: file})
		return nil
	})
	if err != nil {
		fail(err)
	}

	// Exported functions by import path, to tell which package variables are bound to functions.
	functions := map[string]map[string]bool{}
	importPath := func(dir string) string {
		rel, _ := filepath.Rel(root, dir)
		if rel == "." {
			return modulePath
		}
		return modulePath + "/" + filepath.ToSlash(rel)
	}
	for _, f := range files {
		for _, decl := range f.file.Decls {
			if fn, ok := decl.(*ast.FuncDecl); ok && fn.Recv == nil && fn.Name.IsExported() {
				path := importPath(f.dir)
				if functions[path] == nil {
					functions[path] = map[string]bool{}
				}
				functions[path][fn.Name.Name] = true
			}
		}
	}

	symbols := map[string]bool{}
	for _, f := range files {
		pkg := f.file.Name.Name
		imports := map[string]string{}
		for _, spec := range f.file.Imports {
			path, _ := strconv.Unquote(spec.Path.Value)
			name := path[strings.LastIndex(path, "/")+1:]
			if spec.Name != nil {
				name = spec.Name.Name
			}
			imports[name] = path
		}
		for _, decl := range f.file.Decls {
			switch decl := decl.(type) {
			case *ast.FuncDecl:
				if !decl.Name.IsExported() {
					continue
				}
				if decl.Recv == nil {
					symbols[pkg+"."+decl.Name.Name] = true
				} else if receiver := receiverName(decl.Recv.List[0].Type); ast.IsExported(receiver) {
					symbols[pkg+"."+receiver+"."+decl.Name.Name] = true
				}
			case *ast.GenDecl:
				for _, spec := range decl.Specs {
					switch spec := spec.(type) {
					case *ast.TypeSpec:
						iface, ok := spec.Type.(*ast.InterfaceType)
						if !ok || !spec.Name.IsExported() {
							continue
						}
						// Only the methods it declares: an embedded interface is listed under its own name.
						for _, method := range iface.Methods.List {
							if _, isFunc := method.Type.(*ast.FuncType); !isFunc {
								continue
							}
							for _, name := range method.Names {
								if name.IsExported() {
									symbols[pkg+"."+spec.Name.Name+"."+name.Name] = true
								}
							}
						}
					case *ast.ValueSpec:
						if decl.Tok != token.VAR {
							continue
						}
						for i, name := range spec.Names {
							if name.IsExported() && i < len(spec.Values) && boundToFunction(spec.Values[i], importPath(f.dir), imports, functions) {
								symbols[pkg+"."+name.Name] = true
							}
						}
					}
				}
			}
		}
	}

	sorted := make([]string, 0, len(symbols))
	for symbol := range symbols {
		sorted = append(sorted, symbol)
	}
	sort.Strings(sorted)
	for _, symbol := range sorted {
		fmt.Println(symbol)
	}
}

// receiverName is the type's name without a pointer or type parameters: `*Manager[T]` is `Manager`.
func receiverName(expr ast.Expr) string {
	switch expr := expr.(type) {
	case *ast.StarExpr:
		return receiverName(expr.X)
	case *ast.IndexExpr:
		return receiverName(expr.X)
	case *ast.IndexListExpr:
		return receiverName(expr.X)
	case *ast.Ident:
		return expr.Name
	}
	return ""
}

// boundToFunction tells whether a variable's value names an exported function of this module: `apis.NewApi`.
func boundToFunction(value ast.Expr, ownPath string, imports map[string]string, functions map[string]map[string]bool) bool {
	switch value := value.(type) {
	case *ast.Ident:
		return functions[ownPath][value.Name]
	case *ast.SelectorExpr:
		pkg, ok := value.X.(*ast.Ident)
		return ok && functions[imports[pkg.Name]][value.Sel.Name]
	}
	return false
}

func readModulePath(goMod string) (string, error) {
	data, err := os.ReadFile(goMod)
	if err != nil {
		return "", err
	}
	for _, line := range strings.Split(string(data), "\n") {
		if fields := strings.Fields(line); len(fields) == 2 && fields[0] == "module" {
			return fields[1], nil
		}
	}
	return "", fmt.Errorf("%s declares no module", goMod)
}

func fail(err error) {
	fmt.Fprintln(os.Stderr, err)
	os.Exit(1)
}
