"""What every output shares, the command line's and the window's alike: the records of
``trace``/``fonts``/``text`` (:mod:`.records`) and their JSON writing (:mod:`.json_text`,
:mod:`.trace_json`), the plain-text tables (:mod:`.tables`), the escapes of text from the
PDF (:mod:`.escapes`), redaction (:mod:`.redaction`), and the one home of the small word
sets shown to people (:mod:`.words`, :mod:`.badges`).

The table of report formats is the report's (:mod:`inspector.report.formats`, beside the
renderers it names); the never-overwrite-the-input check is
:func:`inspector.files.refuse_input` (the repaired copy's writer in ``pdf/`` needs it too).
"""
