"""Reports: the analysis turned into JSON, text tables and (later) HTML and Markdown."""
