"""scholarkg test suite."""
