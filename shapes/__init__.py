"""Shipped shapes files of scholarkg (read through scholarkg.resources)."""
