"""Item models: thin adapters over the core's tuples, rows computed on demand."""
