// Package assert stubs github.com/stretchr/testify/assert at v1.11.1 (assertions.go), as far as the site's examples
// use it.
package assert

// TestingT is what the assertions report failures to; *testing.T satisfies it.
type TestingT interface {
	Errorf(format string, args ...interface{})
}

func Equal(t TestingT, expected, actual interface{}, msgAndArgs ...interface{}) bool { panic("stub") }

func NotEmpty(t TestingT, object interface{}, msgAndArgs ...interface{}) bool { panic("stub") }

func Contains(t TestingT, s, contains interface{}, msgAndArgs ...interface{}) bool { panic("stub") }

func JSONEq(t TestingT, expected string, actual string, msgAndArgs ...interface{}) bool { panic("stub") }
