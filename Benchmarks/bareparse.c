/* The physical floor for collecting a page: libxml2's own HTML parse of the file, with a walk
   that counts the form controls, and nothing else. Usage: bareparse FILE
   Copied unchanged (apart from this comment) from the evaluation kit beside the repository
   (shared/eval/bareparse.c, the floor of issue 18), so that Benchmarks/run.sh works in a fresh clone.
   The yardstick of Benchmarks/run.sh: like `formfill`, it prints its result before the page is freed
   (docs/performance.md says why that matters). */
#include <libxml/HTMLparser.h>
#include <stdio.h>
#include <string.h>

static long count(xmlNode *n) {
    long c = 0;
    for (; n; n = n->next) {
        if (n->type == XML_ELEMENT_NODE &&
            (!strcmp((const char *)n->name, "input") || !strcmp((const char *)n->name, "select") ||
             !strcmp((const char *)n->name, "button")))
            c++;
        c += count(n->children);
    }
    return c;
}

int main(int argc, char **argv) {
    if (argc < 2) return 2;
    htmlDocPtr doc = htmlReadFile(argv[1], NULL,
        HTML_PARSE_RECOVER | HTML_PARSE_NOERROR | HTML_PARSE_NOWARNING | HTML_PARSE_NONET | HTML_PARSE_COMPACT);
    if (!doc) return 1;
    printf("%ld\n", count(xmlDocGetRootElement(doc)));
    xmlFreeDoc(doc);
    return 0;
}
