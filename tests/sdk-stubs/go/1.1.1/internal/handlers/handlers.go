package handlers

type (
	Handler[T any]    func(context *T) error
	Middleware[T any] func(Handler[T]) Handler[T]
)
