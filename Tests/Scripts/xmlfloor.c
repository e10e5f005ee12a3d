/* The libxml2 floor for `formfill collect`: parse a file with libxml2's HTML parser (the same options as
   FormFillHTML) and walk the tree once, counting elements and form controls. Nothing else.
   For in-process timing only (its own timer, against `formfill collect --timing`). As a whole process it is
   not a fair floor: its printf after xmlFreeDoc makes glibc consolidate the freed chunks, about 1.55x the time
   of Benchmarks/bareparse.c, which Benchmarks/run.sh uses (docs/performance.md).
   Build: cc -O2 -o /tmp/xmlfloor Tests/Scripts/xmlfloor.c $(pkg-config --cflags --libs libxml-2.0)
   Run:   /tmp/xmlfloor PAGE [REPEAT] */
#include <libxml/HTMLparser.h>
#include <libxml/tree.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

static double clock_seconds(clockid_t id) {
    struct timespec ts;
    clock_gettime(id, &ts);
    return ts.tv_sec + ts.tv_nsec / 1e9;
}
/* Wall time, and this process's CPU time (comparable on a busy machine). */
static double now(void) { return clock_seconds(CLOCK_MONOTONIC); }
static double cpu(void) { return clock_seconds(CLOCK_PROCESS_CPUTIME_ID); }

int main(int argc, char **argv) {
    if (argc < 2) { fprintf(stderr, "usage: xmlfloor PAGE [REPEAT]\n"); return 64; }
    int repeat = argc > 2 ? atoi(argv[2]) : 1;
    int options = HTML_PARSE_RECOVER | HTML_PARSE_NONET | HTML_PARSE_NOERROR | HTML_PARSE_NOWARNING | XML_PARSE_HUGE;
    double best = 1e9, best_cpu = 1e9;
    long elements = 0, controls = 0;
    for (int r = 0; r < repeat; r++) {
        double start = now(), start_cpu = cpu();
        htmlDocPtr doc = htmlReadFile(argv[1], "UTF-8", options);
        if (doc == NULL) { fprintf(stderr, "xmlfloor: no document\n"); return 65; }
        elements = 0; controls = 0;
        /* Iterative pre-order walk. */
        xmlNodePtr node = xmlDocGetRootElement(doc);
        while (node != NULL) {
            if (node->type == XML_ELEMENT_NODE) {
                elements++;
                const char *name = (const char *)node->name;
                if (!strcmp(name, "input") || !strcmp(name, "select") || !strcmp(name, "button") || !strcmp(name, "textarea"))
                    controls++;
                if (node->children != NULL) { node = node->children; continue; }
            }
            while (node != NULL && node->next == NULL) node = node->parent;
            if (node != NULL) node = node->next;
        }
        xmlFreeDoc(doc);
        double elapsed = now() - start, elapsed_cpu = cpu() - start_cpu;
        if (elapsed < best) best = elapsed;
        if (elapsed_cpu < best_cpu) best_cpu = elapsed_cpu;
    }
    printf("%ld elements, %ld controls, best of %d: %.1f ms wall, %.1f ms CPU\n", elements, controls, repeat,
           best * 1000, best_cpu * 1000);
    return 0;
}
