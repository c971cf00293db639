package resource

type Details struct {
	ID       string
	Provider string
	Service  string
}
