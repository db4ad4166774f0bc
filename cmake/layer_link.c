/* Linked with all of one layer's objects (cmake/layers.cmake): it builds
 * only if the layer calls nothing above it. */
int main(void) { return 0; }
