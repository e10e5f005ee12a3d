#ifndef FORMFILL_CLIBXML2_SHIM_H
#define FORMFILL_CLIBXML2_SHIM_H
#include <string.h>
#include <libxml/xmlversion.h>
/* Debian builds libxml2 with ICU; its <unicode/*.h> clash with Foundation's own ICU module in one Swift
   module. FormFill never uses libxml2's ICU converters (it transcodes input itself), so hide them. */
#undef LIBXML_ICU_ENABLED
#include <libxml/HTMLparser.h>
#include <libxml/HTMLtree.h>
#include <libxml/tree.h>
#include <libxml/xmlerror.h>
#include <libxml/xmlsave.h>
#include <libxml/uri.h>
#include <libxml/encoding.h>
#endif
