"""Shipped queries files of scholarkg (read through scholarkg.resources)."""
