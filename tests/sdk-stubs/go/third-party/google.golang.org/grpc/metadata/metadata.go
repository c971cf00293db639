package metadata

type MD map[string][]string
