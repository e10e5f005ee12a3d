#ifndef FORMFILL_CLIBXML2_SHIM_H
#define FORMFILL_CLIBXML2_SHIM_H
#include <libxml/HTMLparser.h>
#include <libxml/HTMLtree.h>
#include <libxml/tree.h>
#include <libxml/xmlerror.h>
#include <libxml/xmlsave.h>
#include <libxml/uri.h>
#include <libxml/encoding.h>
#endif
