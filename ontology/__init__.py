"""Shipped ontology files of scholarkg (read through scholarkg.resources)."""
