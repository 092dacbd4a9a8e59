<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en">
<context>
    <name>FindingsView</name>
    <message numerus="yes">
        <location filename="../../inspector/gui/views/findings_view.py" line="+82"/>
        <source>%n error(s)</source>
        <translation>
            <numerusform>%n error</numerusform>
            <numerusform>%n errors</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n warning(s)</source>
        <translation>
            <numerusform>%n warning</numerusform>
            <numerusform>%n warnings</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n note(s)</source>
        <translation>
            <numerusform>%n note</numerusform>
            <numerusform>%n notes</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>GlyphGrid</name>
    <message numerus="yes">
        <location filename="../../inspector/gui/views/glyph_grid.py" line="+192"/>
        <source>%n code(s) used</source>
        <translation>
            <numerusform>%n code used</numerusform>
            <numerusform>%n codes used</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ObjectTree</name>
    <message numerus="yes">
        <location filename="../../inspector/gui/models/object_tree_model.py" line="+108"/>
        <source>stream, %Ln byte(s)</source>
        <translation>
            <numerusform>stream, %Ln byte</numerusform>
            <numerusform>stream, %Ln bytes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+10"/>
        <source>%Ln byte(s) (first {shown} shown)</source>
        <translation>
            <numerusform>%Ln byte (first {shown} shown)</numerusform>
            <numerusform>%Ln bytes (first {shown} shown)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%Ln byte(s)</source>
        <translation>
            <numerusform>%Ln byte</numerusform>
            <numerusform>%Ln bytes</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PageTree</name>
    <message numerus="yes">
        <location filename="../../inspector/gui/models/page_tree_model.py" line="+40"/>
        <source>%n font(s)</source>
        <translation>
            <numerusform>%n font</numerusform>
            <numerusform>%n fonts</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%n with its resource missing</source>
        <translation>
            <numerusform>%n with its resource missing</numerusform>
            <numerusform>%n with their resource missing</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+10"/>
        <source>%n form(s)</source>
        <translation>
            <numerusform>%n form</numerusform>
            <numerusform>%n forms</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n image(s)</source>
        <translation>
            <numerusform>%n image</numerusform>
            <numerusform>%n images</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>RepairView</name>
    <message numerus="yes">
        <location filename="../../inspector/gui/views/repair_view.py" line="+346"/>
        <source>The glyph shapes read %n of these codes (the Glyph shapes tab): readings the file does not state; check them there, and “Use for the repair” maps them.</source>
        <translation>
            <numerusform>The glyph shapes read %n of these codes (the Glyph shapes tab): a reading the file does not state; check it there, and “Use for the repair” maps it.</numerusform>
            <numerusform>The glyph shapes read %n of these codes (the Glyph shapes tab): readings the file does not state; check them there, and “Use for the repair” maps them.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+11"/>
        <source>%n code(s) stay unmapped unless the glyph-shape readings are used.</source>
        <translation>
            <numerusform>%n code stays unmapped unless the glyph-shape readings are used.</numerusform>
            <numerusform>%n codes stay unmapped unless the glyph-shape readings are used.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>%n code(s) stay unmapped.</source>
        <translation>
            <numerusform>%n code stays unmapped.</numerusform>
            <numerusform>%n codes stay unmapped.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>StringsModel</name>
    <message numerus="yes">
        <location filename="../../inspector/gui/models/strings_model.py" line="+73"/>
        <source>%n byte(s)</source>
        <translation>
            <numerusform>%n byte</numerusform>
            <numerusform>%n bytes</numerusform>
        </translation>
    </message>
</context>
</TS>
