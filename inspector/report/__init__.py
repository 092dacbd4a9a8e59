"""The diagnostic report of one file: collected (:mod:`.collect`), built as one model
(:mod:`.model`) and rendered as HTML, JSON, Markdown or CSV (the formats'
table: :mod:`.formats`)."""
