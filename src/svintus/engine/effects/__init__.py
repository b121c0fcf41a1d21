"""Card effects, one module per card family."""
