"""Composite (Type0) fonts: code -> CID -> GID -> Unicode -> width (ISO 32000-1 §9.7)."""

from __future__ import annotations

from inspector.chain import CodeInfo, Flag, Origin, UnicodeSource, WidthSource
from inspector.cmap import CMap
from inspector.decode.evidence import (
    code_text,
    is_variant_ideograph,
    maps_to_nothing,
    recovery,
    unified_ideograph,
)
from inspector.decode.font import PITCH_GLYPHS, Font, FontFacts
from inspector.decode.unicode import flag_set, unicode_flags, utf16_text
from inspector.decode.widths import CidMetrics
from inspector.findings import Finding
from inspector.i18n.message import msg
from inspector.pdf.fontdict import FontSpec

DEFAULT_DW = 1000.0
DEFAULT_DW2 = (880.0, -1000.0)

# How a CID found its GID (§9.7.4.2), shown in the chain: messages, translated where shown.
_GID_IDENTITY = msg("CIDToGIDMap Identity")
_GID_STREAM = msg("CIDToGIDMap stream")
_GID_BEYOND = msg("CIDToGIDMap stream (CID beyond its end)")
_GID_CHARSET = msg("CFF charset")
_GID_SAME = msg("CID = GID (the CFF is not CID-keyed)")


def destination_text(dst: bytes) -> tuple[str, bool]:
    """:func:`utf16_text` of a ToUnicode destination, one character of the BMP (what
    most codes map to) read directly."""
    if len(dst) == 2 and not 0xD8 <= dst[0] <= 0xDF:
        return chr(dst[0] << 8 | dst[1]), True
    return utf16_text(dst)


IDENTITY_NAMES = frozenset(("/Identity-H", "/Identity-V"))
"""A /ToUnicode given as one of these names (not a CMap stream) is read as identity."""


def _identity_text(code_bytes: bytes) -> tuple[str, UnicodeSource] | None:
    """The character a two-byte code spells as UTF-16, the reading other readers give a
    /ToUnicode named /Identity-H: recovered text, never a control, private-use or
    surrogate value."""
    if len(code_bytes) != 2:
        return None
    text, clean = utf16_text(code_bytes)
    if not clean or unicode_flags(text):
        return None
    return text, UnicodeSource.IDENTITY_NAME


class CompositeFont(Font):
    """A Type0 font with its Encoding CMap and descendant CIDFont."""

    kind = "composite"

    def __init__(
        self,
        spec: FontSpec,
        findings: list[Finding],
        *,
        encoding_cmap: CMap,
        to_unicode: CMap | None,
        collection_map: CMap | None,
        collection: str | None,
    ) -> None:
        super().__init__(spec, findings)
        self.encoding_cmap = encoding_cmap
        self.codespace = encoding_cmap.codespace
        self.to_unicode = to_unicode
        self.collection_map = collection_map
        self.collection = collection
        self.wmode = 1 if encoding_cmap.wmode == 1 else 0
        desc = spec.descendant
        self.widths = CidMetrics(desc.w if desc else ())
        self.vertical_metrics = CidMetrics(desc.w2 if desc else (), stride=3)
        self.dw = desc.dw if desc and desc.dw is not None else None
        self.dw2 = desc.dw2 if desc and desc.dw2 is not None else None
        self._identity_name = spec.to_unicode_other in IDENTITY_NAMES
        """/ToUnicode is the name /Identity-H or /Identity-V (see _identity_text)."""
        self._gid_map: bytes | None = None
        self._gid_identity = False
        if desc is not None and desc.subtype == "CIDFontType2":
            c2g = desc.cid_to_gid
            if c2g is None or c2g == "Identity":
                self._gid_identity = True
            elif not isinstance(c2g, str) and c2g.error is None:
                self._gid_map = c2g.data

    @property
    def facts(self) -> FontFacts:
        """Dictionary facts of the Type0 font and its descendant."""
        spec = self.spec
        desc = spec.descendant
        cmap = self.encoding_cmap
        assert cmap is not None
        if cmap.predefined:
            encoding = cmap.name
        else:
            parent = cmap.parent.name if cmap.parent else cmap.parent_name
            encoding = (
                msg("embedded CMap {name} (usecmap {parent})", name=cmap.name, parent=parent)
                if parent
                else msg("embedded CMap {name}", name=cmap.name)
            )
        csi = None
        if desc and desc.registry is not None and desc.ordering is not None:
            supplement = desc.supplement if desc.supplement is not None else 0
            csi = f"{desc.registry}-{desc.ordering}-{supplement}"
        program = None
        if desc and desc.descriptor and desc.descriptor.program_key:
            program = desc.descriptor.program_key
            if desc.descriptor.program_subtype:
                program += f"/{desc.descriptor.program_subtype}"
        return FontFacts(
            objnum=spec.objnum,
            subtype=spec.subtype,
            descendant_subtype=desc.subtype if desc else None,
            base_font=spec.base_font or (desc.base_font if desc else None),
            embedded=program is not None,
            encoding=encoding,
            cid_system_info=csi,
            to_unicode=spec.to_unicode is not None,
            wmode=self.wmode,
            program=program,
        )

    def _gid(self, cid: int) -> tuple[int | None, str | None]:
        """The GID of a CID and the rule that gave it (§9.7.4.2)."""
        if self._gid_identity:
            return cid, _GID_IDENTITY
        if self._gid_map is not None:
            pos = 2 * cid
            if pos + 2 <= len(self._gid_map):
                return int.from_bytes(self._gid_map[pos : pos + 2], "big"), _GID_STREAM
            return 0, _GID_BEYOND
        desc = self.spec.descendant
        if desc is not None and desc.subtype == "CIDFontType0":
            program = self.program
            if program is not None and program.is_cid_keyed:
                return program.gid_for_cid(cid), _GID_CHARSET
            if program is not None:
                return cid, _GID_SAME
        return None, None

    def _unicode(
        self, code_bytes: bytes, cid: int
    ) -> tuple[str | None, UnicodeSource, Origin | None, bool]:
        """Unicode by §9.10.2: ToUnicode on the whole code, else the collection's UCS2 map."""
        if self.to_unicode is not None:
            found = self.to_unicode.lookup_bytes(code_bytes)
            if found is not None:
                text, clean = destination_text(found[0])
                return text, UnicodeSource.TOUNICODE, found[1], clean
        if self.collection_map is not None and 0 < cid <= 0xFFFF:
            found = self.collection_map.lookup_bytes(cid.to_bytes(2, "big"))
            if found is not None:
                text, clean = utf16_text(found[0])
                return text, UnicodeSource.COLLECTION, found[1], clean
        return None, UnicodeSource.NONE, None, True

    def collection_text(self, cid: int) -> str | None:
        """The collection's UCS2 value for a CID, or None: what a reader that follows
        §9.10.2 prints for the CID when the font has no ToUnicode."""
        return self._collection_text(cid)

    def drawn_collection(self) -> str | None:
        """The character collection of the CIDFont's glyphs (its CIDSystemInfo) where it
        differs from the collection whose UCS2 map gives the codes' Unicode (CSI-MISMATCH,
        §9.7.3): a reader without the font program draws, for each CID, that collection's
        character, not the one the text says. None when they agree or one is unknown."""
        desc = self.spec.descendant
        if desc is None or desc.registry is None or desc.ordering is None:
            return None
        drawn = f"{desc.registry}-{desc.ordering}"
        return drawn if self.collection is not None and drawn != self.collection else None

    def drawn_text(self, cid: int) -> str | None:
        """The character the CIDFont's own collection names for a CID when it differs from
        the collection that gives the Unicode (see :meth:`drawn_collection`), else None."""
        from inspector.cmap import ucs2_map

        drawn = self.drawn_collection()
        table = ucs2_map(drawn) if drawn is not None else None
        if table is None or not 0 < cid <= 0xFFFF:
            return None
        found = table.lookup_bytes(cid.to_bytes(2, "big"))
        return utf16_text(found[0])[0] if found is not None else None

    def _collection_text(self, cid: int) -> str | None:
        """The collection's UCS2 value for a CID, or None."""
        if self.collection_map is None or not 0 < cid <= 0xFFFF:
            return None
        found = self.collection_map.lookup_bytes(cid.to_bytes(2, "big"))
        return utf16_text(found[0])[0] if found is not None else None

    def _unified(
        self, text: str, code_bytes: bytes, cid: int, program_unicode: str | None
    ) -> str | None:
        """The unified ideographs a ToUnicode's variant ideographs stand for, on the
        evidence of the program, the collection and a Unicode CMap's code (§9.10.3)."""
        if not any(map(is_variant_ideograph, text)):
            return None  # what unified_ideograph answers then, without its evidence
        cmap = self.encoding_cmap
        return unified_ideograph(
            text,
            program_unicode=program_unicode,
            collection_text=self._collection_text(cid),
            code=code_text(cmap.name if cmap is not None and cmap.predefined else None, code_bytes),
        )

    def width_values(self) -> list[float]:
        """The widths of the descendant's /W array (its ``c [w ...]`` and ``c1 c2 w``
        entries), else its /DW."""
        desc = self.spec.descendant
        if desc is None:
            return []
        out: list[float] = []
        array = list(desc.w)
        i = 0
        while i < len(array):
            nxt = array[i + 1] if i + 1 < len(array) else None
            if isinstance(nxt, tuple):
                out += [float(v) for v in nxt if isinstance(v, int | float)]
                i += 2
            elif i + 2 < len(array) and all(isinstance(v, int | float) for v in array[i : i + 3]):
                span = int(array[i + 1]) - int(array[i]) + 1
                out += [float(array[i + 2])] * max(1, min(span, PITCH_GLYPHS))
                i += 3
            else:
                break
        if not out and desc.dw is not None:
            out = [desc.dw] * 3
        return out

    def describe(self, code_bytes: bytes, valid: bool) -> CodeInfo:
        """The chain for one code (§9.7.6.2, §9.7.6.3, §9.7.4.3, §9.10.2)."""
        cmap = self.encoding_cmap
        assert cmap is not None
        flags: set[Flag] = set()
        cid_origin: Origin | None = None
        if not valid:
            flags.add(Flag.INVALID)
            cid = 0
        else:
            found = cmap.lookup_cid(code_bytes)
            if found is None:
                found = cmap.lookup_notdef(code_bytes)
                if found is not None:
                    flags.add(Flag.NOTDEF)
            if found is None:
                cid = 0
            else:
                cid, cid_origin = found
        code = int.from_bytes(code_bytes, "big")
        if cid == code:
            cid = code  # one int object for both (Identity CMaps)
        if cid == 0:
            flags.add(Flag.NOTDEF)
        if valid:
            unicode, source, origin, clean = self._unicode(code_bytes, cid)
        else:
            unicode, source, origin, clean = None, UnicodeSource.NONE, None, True
        glyph_name = program_unicode = None
        program_advance = None
        gid = gid_rule = None
        nothing = maps_to_nothing(unicode)
        if not self.text_only or (
            valid and (nothing or any(map(is_variant_ideograph, unicode or "")))
        ):
            gid, gid_rule = self._gid(cid)
            if gid == 0:
                flags.add(Flag.NOTDEF)
            program = self.program if gid is not None else None
            count = program.glyph_count if program is not None else None
            if gid is not None and count is not None and gid >= count:
                # No such glyph: the glyph for CID 0 is drawn (§9.7.6.3).
                flags.add(Flag.NOTDEF)
            if program is not None and gid is not None:
                program_unicode = program.unicode_for_gid(gid)
                program_advance = program.advance(gid)
                self.has_outline(gid)  # cheap now (CFF: the run that measured the advance)
                if not program.is_cid_keyed:
                    glyph_name = program.glyph_name(gid)
        if program_unicode is not None and program_unicode == unicode:
            program_unicode = unicode  # one string kept per code, not two
        flags |= unicode_flags(unicode)
        if not clean:
            flags.add(Flag.SUSPECT)
        recovered = recovery(program_unicode, glyph_name) if valid and nothing else None
        if recovered is None and valid and unicode is None and self._identity_name:
            recovered = _identity_text(code_bytes)
        unified = None
        if source is UnicodeSource.TOUNICODE and unicode is not None:
            unified = self._unified(unicode, code_bytes, cid, program_unicode)
        listed = self.widths.lookup(cid)
        if listed is not None:
            width, wsource = listed[0], WidthSource.W
        elif self.dw is not None:
            width, wsource = self.dw, WidthSource.DW
        else:
            width, wsource = DEFAULT_DW, WidthSource.DEFAULT
        vertical = None
        if self.wmode == 1:
            v = self.vertical_metrics.lookup(cid)
            if v is not None and len(v) == 3:
                vertical = (v[0], v[1], v[2])
            else:
                vy, w1 = self.dw2 or DEFAULT_DW2
                vertical = (w1, width / 2, vy)
        return CodeInfo(
            code_bytes=code_bytes,
            code=code,
            cid=cid,
            cid_origin=cid_origin,
            gid=gid,
            glyph_name=glyph_name,
            unicode=unicode,
            unicode_source=source,
            unicode_origin=origin,
            width=width,
            width_source=wsource,
            flags=flag_set(flags),
            vertical=vertical,
            program_unicode=program_unicode,
            program_advance=program_advance,
            gid_rule=gid_rule,
            recovered=recovered[0] if recovered else None,
            recovered_source=recovered[1] if recovered else UnicodeSource.NONE,
            unified=unified,
        )
