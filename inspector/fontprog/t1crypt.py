"""Type 1 encryption (the ``eexec`` section and the charstrings, Adobe Type 1 Font Format
§7): the same results as ``fontTools.misc.eexec.decrypt``, which builds a one-byte string
per byte and took most of the time of reading a Type 1 program."""

from __future__ import annotations

EEXEC_KEY = 55665
CHARSTRING_KEY = 4330


def decrypt(cipher: bytes, key: int) -> tuple[bytes, int]:
    """The plaintext of ``cipher`` decrypted from ``key``, and the key that follows."""
    plain = bytearray(len(cipher))
    r = key
    for i, c in enumerate(cipher):
        plain[i] = c ^ (r >> 8)
        r = ((c + r) * 52845 + 22719) & 0xFFFF
    return bytes(plain), r
