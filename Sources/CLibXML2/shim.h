#ifndef FORMFILL_CLIBXML2_SHIM_H
#define FORMFILL_CLIBXML2_SHIM_H
#include <string.h>
#if defined(__APPLE__)
/* Apple platforms: libxml2 ships in the macOS and iOS SDKs under usr/include/libxml2, which is not on the
   default header search path and cannot be added by a package that others depend on (no unsafe flags).
   Include it by its SDK-relative path, as Kanna and other Swift libxml2 wrappers do; the module map links
   the SDK's libxml2 ("link xml2"). */
#include <libxml2/libxml/xmlversion.h>
#include <libxml2/libxml/HTMLparser.h>
#include <libxml2/libxml/HTMLtree.h>
#include <libxml2/libxml/tree.h>
#include <libxml2/libxml/xmlerror.h>
#include <libxml2/libxml/xmlsave.h>
#include <libxml2/libxml/uri.h>
#include <libxml2/libxml/encoding.h>
#else
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
#endif
