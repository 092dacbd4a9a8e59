"""Building a font decoder from a font dictionary read into plain data."""

from __future__ import annotations

from typing import TYPE_CHECKING

from inspector.cmap import (
    CMap,
    CodespaceRange,
    identity_cmap,
    is_predefined,
    is_standard,
    load_predefined,
    ucs2_map,
)
from inspector.decode.composite import IDENTITY_NAMES, CompositeFont
from inspector.decode.font import BrokenFont, Font
from inspector.decode.program import ProgramSource, load_font_program
from inspector.decode.simple import SimpleFont
from inspector.encoding import base_encoding, standard14_font
from inspector.findings import CollectingSink, Finding, Location, Severity, make_finding
from inspector.i18n.message import N_, msg
from inspector.pdf.fontdict import FontSpec, StreamData

if TYPE_CHECKING:
    from inspector.fontprog import FontProgram

BASE_ENCODINGS = ("StandardEncoding", "WinAnsiEncoding", "MacRomanEncoding", "MacExpertEncoding")
SIMPLE_SUBTYPES = ("Type1", "MMType1", "TrueType", "Type3")


def build_font(
    spec: FontSpec, location: Location, program_source: ProgramSource | None = None
) -> Font:
    """A decoder for a font dictionary; never raises.

    A dictionary that is not a font the inspector can decode becomes a
    :class:`BrokenFont` whose codes are unmapped, with the reason as a finding.
    ``program_source`` reads the embedded program when it is first needed.
    """
    sink = CollectingSink()
    for problem in spec.problems:
        sink.add(make_finding("FONT-DICT-INVALID", f"{_label(spec)}: {problem}", location))
    for reason in spec.undrawable:
        sink.add(
            make_finding(
                "FONT-UNDRAWABLE",
                msg(
                    "{font} cannot be drawn: {reason}; what its glyphs show is unknown",
                    font=_label(spec),
                    reason=reason,
                ),
                location,
            )
        )
    try:
        if spec.subtype == "Type0":
            font: Font = _composite(spec, sink, location)
        elif spec.subtype in ("CIDFontType0", "CIDFontType2"):
            sink.add(
                make_finding(
                    "TYPE0-NOT-COMPOSITE",
                    msg(
                        "{font} is a {subtype} used directly as a page font",
                        font=_label(spec),
                        subtype=spec.subtype,
                    ),
                    location,
                )
            )
            font = _composite(spec, sink, location)
        elif spec.subtype in SIMPLE_SUBTYPES or spec.subtype is None:
            if spec.subtype is None:
                sink.add(
                    make_finding(
                        "FONT-DICT-INVALID",
                        msg(
                            "{font} has no /Subtype; it is read as a simple font", font=_label(spec)
                        ),
                        location,
                    )
                )
            font = _simple(spec, sink, location, program_source)
        else:
            reason = msg(
                "{font} has the unknown font subtype /{subtype}",
                font=_label(spec),
                subtype=spec.subtype,
            )
            sink.add(make_finding("FONT-UNBUILDABLE", reason, location))
            return BrokenFont(spec, list(sink), reason)
    except (ValueError, KeyError, IndexError, TypeError, OverflowError) as exc:
        reason = msg("{font} cannot be built: {error}", font=_label(spec), error=str(exc))
        sink.add(make_finding("FONT-UNBUILDABLE", reason, location))
        return BrokenFont(spec, list(sink), reason)
    font.findings.extend(sink)
    if font.program_source is None:
        font.program_source = program_source
    return font


def _label(spec: FontSpec) -> str:
    name = spec.base_font or "font"
    return f"{name} ({spec.objnum} 0 R)" if spec.objnum is not None else name


def _stream_label(label: str, what: str, stream: StreamData) -> str:
    if stream.objnum is not None:
        return msg(
            "{font}: the {kind} stream {number} 0 R", font=label, kind=what, number=stream.objnum
        )
    return msg("{font}: the {kind} stream", font=label, kind=what)


def _report_stream(
    stream: StreamData, what: str, sink: CollectingSink, location: Location, then: str = ""
) -> bool:
    """Findings on how one of a font's streams was read (§7.3.8, §7.4.4): each recovery,
    a cut, and why nothing could be read; whether there is data to use.

    ``what`` describes the stream (``"ToUnicode"``), ``then`` what happens without it.
    """
    for code, note in stream.notes:
        sink.add(make_finding(code, msg("{what} {note}", what=what, note=note), location))
    if stream.error is None:
        return True
    code = "PDF-LIMIT" if stream.refused else "PDF-OBJECT-UNREADABLE"
    error = (
        msg("{what} {error}{then}", what=what, error=stream.error, then=then)
        if then
        else msg("{what} {error}", what=what, error=stream.error)
    )
    sink.add(make_finding(code, error, location))
    return False


def _encoding_cmap(spec: FontSpec, sink: CollectingSink, location: Location) -> CMap:
    label = _label(spec)
    if spec.encoding_stream is not None:
        stream = spec.encoding_stream
        what = _stream_label(label, "Encoding CMap", stream)
        readable = _report_stream(
            stream, what, sink, location, msg("; codes are read as Identity-H")
        )
        if readable and stream.data:
            from inspector.cmap.parser import parse_cmap  # embedded CMaps only

            parent = None
            if spec.usecmap_stream is not None and spec.usecmap_stream.error == "usecmap-cycle":
                sink.add(
                    make_finding(
                        "CMAP-USECMAP-CYCLE",
                        msg(
                            "{font}: the Encoding CMap's /UseCMap is the CMap stream itself; the "
                            "chain is cut there",
                            font=label,
                        ),
                        location,
                    )
                )
            elif spec.usecmap_stream is not None and _report_stream(
                spec.usecmap_stream,
                _stream_label(label, "Encoding CMap's /UseCMap", spec.usecmap_stream),
                sink,
                location,
                "; the mappings it would add are missing",
            ):
                parent = parse_cmap(
                    spec.usecmap_stream.data,
                    sink,
                    label=f"{label} UseCMap",
                    location=location,
                    resolve_parent=load_predefined,
                )
            elif spec.usecmap_name is not None:
                parent = load_predefined(spec.usecmap_name)
                if parent is None:
                    sink.add(
                        make_finding(
                            "CMAP-USECMAP-UNKNOWN",
                            msg(
                                "{font}: /UseCMap names /{name}, which is not a known CMap",
                                font=label,
                                name=spec.usecmap_name,
                            ),
                            location,
                        )
                    )
            if parent is not None and spec.usecmap_name and not is_standard(spec.usecmap_name):
                sink.add(_not_standard(label, "/UseCMap", spec.usecmap_name, location))
            cmap = parse_cmap(
                stream.data,
                sink,
                label=f"{label} Encoding CMap",
                location=location,
                parent=parent,
                resolve_parent=load_predefined,
            )
            _apply_dictionary_wmode(cmap, stream.dict_entries.get("WMode"), label, sink, location)
            return cmap
        if readable:
            sink.add(
                make_finding(
                    "PDF-OBJECT-UNREADABLE",
                    msg("{what} is empty; codes are read as Identity-H", what=what),
                    location,
                )
            )
        return identity_cmap("Identity-H")
    name = spec.encoding_name
    if name is not None and is_predefined(name):
        known = load_predefined(name)
        if known is not None:
            if not is_standard(name):
                sink.add(_not_standard(label, "/Encoding", name, location))
            return known
    sink.add(
        make_finding(
            "ENCODING-UNKNOWN",
            msg(
                "{font} has /{name}, which is not a predefined CMap; codes are split as two "
                "bytes and their CIDs are unknown",
                font=label,
                name=name,
            )
            if name
            else msg(
                "{font} has no /Encoding, which is not a predefined CMap; codes are split as "
                "two bytes and their CIDs are unknown",
                font=label,
            ),
            location,
            encoding=name,
        )
    )
    return CMap(
        f"unknown /{name}" if name else "missing Encoding",
        codespace_ranges=(CodespaceRange(b"\x00\x00", b"\xff\xff"),),
    )


def _not_standard(label: str, key: str, name: str, location: Location) -> Finding:
    return make_finding(
        "CMAP-NOT-STANDARD",
        msg(
            "{font}: {key} /{name} is not a predefined CMap of ISO 32000-1 Table 118; the "
            "inspector knows it from Adobe's CMap resources, other readers may not",
            font=label,
            key=key,
            name=name,
        ),
        location,
        name=name,
    )


def _apply_dictionary_wmode(
    cmap: CMap, value: object, label: str, sink: CollectingSink, location: Location
) -> None:
    """The CMap stream's /WMode sets the writing mode (§9.7.5.3, Table 120)."""
    if not isinstance(value, int) or isinstance(value, bool) or value not in (0, 1):
        return
    if value != cmap.wmode:
        sink.add(
            make_finding(
                "CMAP-WMODE-MISMATCH",
                msg(
                    "{font}: the Encoding CMap stream's /WMode is {value} but its program says "
                    "{program}; the stream dictionary's value is used",
                    font=label,
                    value=value,
                    program=cmap.wmode,
                ),
                location,
                dictionary=value,
                program=cmap.wmode,
            )
        )
        cmap.wmode = value


def _to_unicode(spec: FontSpec, sink: CollectingSink, location: Location) -> CMap | None:
    label = _label(spec)
    if spec.to_unicode_other is not None:
        identity = spec.subtype == "Type0" and spec.to_unicode_other in IDENTITY_NAMES
        sink.add(
            make_finding(
                "TOUNICODE-WRONG-TYPE",
                msg(
                    "{font}: /ToUnicode is {value}, not a CMap stream; each two-byte code is "
                    "read as the UTF-16 character it spells, as other readers read it (a guess)",
                    font=label,
                    value=spec.to_unicode_other,
                )
                if identity
                else msg(
                    "{font}: /ToUnicode is {value}, not a CMap stream; it is ignored",
                    font=label,
                    value=spec.to_unicode_other,
                ),
                location,
                value=spec.to_unicode_other,
            )
        )
        return None
    if spec.to_unicode is None:
        return None
    what = _stream_label(label, "ToUnicode", spec.to_unicode)
    if not _report_stream(spec.to_unicode, what, sink, location):
        return None
    from inspector.cmap.parser import parse_cmap  # imported when a font has a ToUnicode CMap

    return parse_cmap(
        spec.to_unicode.data,
        sink,
        label=f"{label} ToUnicode",
        role="tounicode",
        location=location,
        resolve_parent=load_predefined,
    )


def _composite(spec: FontSpec, sink: CollectingSink, location: Location) -> Font:
    cmap = _encoding_cmap(spec, sink, location)
    to_unicode = _to_unicode(spec, sink, location)
    desc = spec.descendant
    if desc is not None and isinstance(desc.cid_to_gid, StreamData):
        what = _stream_label(_label(spec), "CIDToGIDMap", desc.cid_to_gid)
        _report_stream(desc.cid_to_gid, what, sink, location, msg("; the glyphs drawn are unknown"))
    collection = None
    if cmap.predefined and not cmap.identity and cmap.cid_system_info is not None:
        collection = cmap.cid_system_info.collection
    elif desc is not None and desc.registry and desc.ordering:
        collection = f"{desc.registry}-{desc.ordering}"
    collection_map = ucs2_map(collection) if collection else None
    if to_unicode is None:
        _report_no_tounicode(spec, sink, location, collection_map is not None, collection)
    font = CompositeFont(
        spec,
        [],
        encoding_cmap=cmap,
        to_unicode=to_unicode,
        collection_map=collection_map,
        collection=collection,
    )
    for key, metrics in (("/W", font.widths), ("/W2", font.vertical_metrics)):
        problems = metrics.problems
        if problems:
            more = f" and {len(problems) - 1} more" if len(problems) > 1 else ""
            sink.add(
                make_finding(
                    "FONT-DICT-INVALID",
                    f"{_label(spec)}: {key}: {problems[0]}{more}; malformed entries are skipped",
                    location,
                    malformed=len(problems),
                )
            )
    return font


def _report_no_tounicode(
    spec: FontSpec,
    sink: CollectingSink,
    location: Location,
    recoverable: bool,
    collection: str | None,
) -> None:
    label = _label(spec)
    if recoverable:
        message = msg(
            "{font} has no ToUnicode; Unicode comes from the {collection} collection's UCS2 map",
            font=label,
            collection=collection,
        )
        severity = Severity.INFO
    else:
        message = (
            msg(
                "{font} has no ToUnicode and its CIDs belong to {collection}: its text has no "
                "Unicode",
                font=label,
                collection=collection,
            )
            if collection
            else msg(
                "{font} has no ToUnicode and its CIDs belong to no known collection: its text "
                "has no Unicode",
                font=label,
            )
        )
        severity = Severity.ERROR
    sink.add(make_finding("FONT-NO-TOUNICODE", message, location, severity=severity))


def _builtin_names(
    spec: FontSpec, sink: CollectingSink, source: ProgramSource | None
) -> tuple[FontProgram | None, tuple[str | None, ...] | None]:
    """The embedded Type 1 or CFF program and its built-in encoding (§9.6.6.2)."""
    if source is None or spec.subtype == "TrueType":
        return None, None
    findings: list[Finding] = []
    program = load_font_program(source, spec, findings)
    for finding in findings:
        sink.add(finding)
    return program, program.builtin_encoding() if program is not None else None


def _simple(
    spec: FontSpec, sink: CollectingSink, location: Location, source: ProgramSource | None = None
) -> Font:
    label = _label(spec)
    embedded = spec.descriptor is not None and spec.descriptor.program_key is not None
    std14 = standard14_font(spec.base_font or "") if not embedded else None
    symbolic = bool(spec.descriptor and spec.descriptor.flags & 4)
    if std14 in ("Symbol", "ZapfDingbats"):
        builtin_name: str | None = std14
    elif spec.subtype == "Type3" or (spec.subtype == "TrueType" and symbolic):
        builtin_name = None
    else:
        builtin_name = "StandardEncoding"
    base_name = builtin_name
    encoding_label: str | None = msg("built-in")
    if spec.encoding_name is not None:
        if spec.encoding_name in BASE_ENCODINGS:
            base_name = spec.encoding_name
            encoding_label = spec.encoding_name
        else:
            sink.add(
                make_finding(
                    "ENCODING-UNKNOWN",
                    msg(
                        "{font} has /Encoding /{name}, which is not an encoding of a simple font; "
                        "the built-in encoding is used",
                        font=label,
                        name=spec.encoding_name,
                    ),
                    location,
                    encoding=spec.encoding_name,
                )
            )
    elif spec.base_encoding is not None:
        if spec.base_encoding in BASE_ENCODINGS:
            base_name = spec.base_encoding
            encoding_label = spec.base_encoding
        else:
            sink.add(
                make_finding(
                    "ENCODING-UNKNOWN",
                    msg(
                        "{font} has /BaseEncoding /{name}, which is not a base encoding",
                        font=label,
                        name=spec.base_encoding,
                    ),
                    location,
                    encoding=spec.base_encoding,
                )
            )
    names: list[str | None] = list(base_encoding(base_name)) if base_name else [None] * 256
    program = None
    explicit = spec.encoding_name in BASE_ENCODINGS or spec.base_encoding in BASE_ENCODINGS
    if embedded and not explicit:
        program, builtin = _builtin_names(spec, sink, source)
        if builtin is not None:
            names = list(builtin)
            # An Origin's name, translated where shown (inspector.output.words).
            base_name = N_("font program's built-in encoding")
    diffs: set[int] = set()
    for code, name in spec.differences or ():
        names[code] = name
        diffs.add(code)
    if spec.differences is not None:
        encoding_label = msg("{encoding} + Differences", encoding=encoding_label)
    to_unicode = _to_unicode(spec, sink, location)
    scale = 1.0
    if spec.subtype == "Type3":
        matrix = spec.font_matrix or (0.001, 0.0, 0.0, 0.001, 0.0, 0.0)
        scale = matrix[0] * 1000.0
    font = SimpleFont(
        spec,
        [],
        names=tuple(names),
        differences=frozenset(diffs),
        encoding_label=encoding_label,
        base_label=base_name or N_("built-in"),
        to_unicode=to_unicode,
        standard14=std14,
        width_scale=scale,
        explicit_base=base_name if explicit else None,
    )
    if program is not None:
        font.adopt_program(program)
    return font
