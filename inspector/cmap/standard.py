"""The predefined CMaps that ISO 32000-1 lists (§9.7.5.2, Table 118)."""

from __future__ import annotations

STANDARD_CMAPS = frozenset(
    (
        "GB-EUC-H",
        "GB-EUC-V",
        "GBpc-EUC-H",
        "GBpc-EUC-V",
        "GBK-EUC-H",
        "GBK-EUC-V",
        "GBKp-EUC-H",
        "GBKp-EUC-V",
        "GBK2K-H",
        "GBK2K-V",
        "UniGB-UCS2-H",
        "UniGB-UCS2-V",
        "UniGB-UTF16-H",
        "UniGB-UTF16-V",
        "B5pc-H",
        "B5pc-V",
        "HKscs-B5-H",
        "HKscs-B5-V",
        "ETen-B5-H",
        "ETen-B5-V",
        "ETenms-B5-H",
        "ETenms-B5-V",
        "CNS-EUC-H",
        "CNS-EUC-V",
        "UniCNS-UCS2-H",
        "UniCNS-UCS2-V",
        "UniCNS-UTF16-H",
        "UniCNS-UTF16-V",
        "83pv-RKSJ-H",
        "90ms-RKSJ-H",
        "90ms-RKSJ-V",
        "90msp-RKSJ-H",
        "90msp-RKSJ-V",
        "90pv-RKSJ-H",
        "Add-RKSJ-H",
        "Add-RKSJ-V",
        "EUC-H",
        "EUC-V",
        "Ext-RKSJ-H",
        "Ext-RKSJ-V",
        "H",
        "V",
        "UniJIS-UCS2-H",
        "UniJIS-UCS2-V",
        "UniJIS-UCS2-HW-H",
        "UniJIS-UCS2-HW-V",
        "UniJIS-UTF16-H",
        "UniJIS-UTF16-V",
        "KSC-EUC-H",
        "KSC-EUC-V",
        "KSCms-UHC-H",
        "KSCms-UHC-V",
        "KSCms-UHC-HW-H",
        "KSCms-UHC-HW-V",
        "KSCpc-EUC-H",
        "UniKS-UCS2-H",
        "UniKS-UCS2-V",
        "UniKS-UTF16-H",
        "UniKS-UTF16-V",
        "Identity-H",
        "Identity-V",
    )
)
"""The predefined CMaps of ISO 32000-1 §9.7.5.2, Table 118. Adobe publishes more (UTF-8
and UTF-32 CMaps, the Registry-Ordering-Supplement CMaps); the inspector decodes with
them too, but reports that other readers need not know them."""


def is_standard(name: str) -> bool:
    """Whether ``name`` is one of the predefined CMaps the standard lists."""
    return name in STANDARD_CMAPS
