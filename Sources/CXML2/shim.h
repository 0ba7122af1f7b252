#ifndef SOUS_CXML2_SHIM_H
#define SOUS_CXML2_SHIM_H
#include <libxml/HTMLparser.h>
#include <libxml/tree.h>
#include <libxml/xpath.h>
#endif
