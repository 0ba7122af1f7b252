#ifndef SOUS_CXML2_SHIM_H
#define SOUS_CXML2_SHIM_H
/* Debian builds libxml2 with ICU, and encoding.h then includes the system's
   <unicode/ucnv.h>, whose UErrorCode clashes with the copy of ICU inside
   Swift's Foundation ("'U_MF_SYNTAX_ERROR' ... is not present in definition
   of 'enum UErrorCode'"). Sous never touches the ICU converter members of
   xmlCharEncodingHandler (only pointers to documents and nodes), so the
   headers are read without them. */
#include <libxml/xmlversion.h>
#undef LIBXML_ICU_ENABLED
#include <libxml/HTMLparser.h>
#include <libxml/tree.h>
#include <libxml/xpath.h>
#include <libxml/xmlerror.h>

/* Sets up libxml2's global tables once; must run before threads parse. */
static inline void sous_xml_init(void) {
    xmlInitParser();
}

/* Parses a saved web page leniently: broken markup is repaired, nothing is
   printed and nothing is fetched from the network. `encoding` may be NULL to
   let libxml2 read the page's own <meta charset>. Free with xmlFreeDoc. */
static inline htmlDocPtr sous_html_read(const char *buffer, int size, const char *encoding) {
    return htmlReadMemory(buffer, size, NULL, encoding,
                          HTML_PARSE_RECOVER | HTML_PARSE_NOERROR | HTML_PARSE_NOWARNING | HTML_PARSE_NONET);
}

/* The Unicode scalar of an HTML 4 named entity ("frac12" -> 0xBD), 0 if unknown. */
static inline unsigned int sous_html_entity(const char *name) {
    const htmlEntityDesc *entity = htmlEntityLookup((const xmlChar *)name);
    return entity ? entity->value : 0;
}
#endif
