// Package testing stubs github.com/gruntwork-io/terratest/modules/testing at v1.0.1 (types.go).
package testing

// TestingT is the subset of *testing.T that Terratest's functions take.
type TestingT interface {
	Fail()
	FailNow()
	Fatal(args ...any)
	Fatalf(format string, args ...any)
	Error(args ...any)
	Errorf(format string, args ...any)
	Name() string
	Helper()
}
