/*
 * Checking a UBJ model before XGBoost reads it (tune_model_load, model.c).
 *
 * XGBoost 1.7 trusts the model bytes it reads.  Its UBJ reader trusts every
 * length (a flipped byte in a string length makes it memcpy past the buffer:
 * a crash), its tree loader trusts the node indices (parents are
 * dereferenced at load, children at prediction; a cycle would hang), it
 * puts each tree at the index its "id" names (two equal ids leave a null
 * tree: a crash), and its parameter loader ignores unknown keys (a flipped
 * byte in "num_trees" leaves it 0 beside 5 trees: a crash at prediction).
 * All of these were found by mutating saved models (the corrupt_models test
 * in tests/tune/test_model.c).  So before a UBJ model reaches XGBoost it is
 * walked with the grammar XGBoost's reader accepts, every length bounded by
 * the bytes left, and checked: every key one that a 1.7 gbtree model has
 * (attribute names are free); version 1.6 or 1.7; each tree's children in
 * range and forming a tree from the root, its parents in range, no
 * categorical splits, tree i with id i; one output group (tree_info all 0,
 * num_class <= 1, num_target 1, num_parallel_tree 1, size_leaf_vector 0);
 * num_trees equal to the number of trees and of tree_info entries; and,
 * once XGBoost has read it, every split feature below the model's feature
 * count.
 *
 * This makes random corruption (bit flips, overwritten or truncated bytes)
 * an error instead of a crash; it is not a defence against a crafted model.
 * JSON models are not checked, only parsed by XGBoost, and the same
 * mutations crash it within a few hundred tries (in prediction, through bad
 * node indices): load JSON only from a trusted source; tune_model_save
 * writes UBJ, and a shipped predictor is best stored as UBJ too.
 */

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "base/base.h"
#include "tune/tune_internal.h"

enum { UBJ_MAX_DEPTH = 32 };

typedef struct ubj_arr {   /* a typed int array: 'l' int32 or 'L' int64, big-endian */
    const unsigned char *data;
    int64_t n;
    char type;
} ubj_arr;

typedef struct ubj {
    const unsigned char *start, *p, *end;
    int64_t max_split;      /* largest split feature of any reachable split node */
    int64_t trees_checked;  /* tree objects checked */
    int64_t trees_len;      /* length of "trees", -1 if absent */
    int64_t tree_info_len;  /* length of "tree_info", -1 if absent */
    int64_t num_trees;      /* gbtree_model_param.num_trees, -1 if absent */
    char why[160];          /* the first problem */
} ubj;

typedef struct ubj_key {
    const unsigned char *s;
    int64_t n;
} ubj_key;

/* The keys of an XGBoost 1.7 gbtree model (and of the objectives tt uses). */
static const char *const k_ubj_keys[] = {
    "learner", "version", "attributes", "feature_names", "feature_types",
    "gradient_booster", "learner_model_param", "objective", "model", "name",
    "gbtree_model_param", "tree_info", "trees", "num_parallel_tree", "num_trees",
    "size_leaf_vector", "base_weights", "categories", "categories_nodes",
    "categories_segments", "categories_sizes", "default_left", "id", "left_children",
    "loss_changes", "parents", "right_children", "split_conditions", "split_indices",
    "split_type", "sum_hessian", "tree_param", "num_deleted", "num_feature", "num_nodes",
    "base_score", "boost_from_average", "num_class", "num_target", "lambda_rank_param",
    "fix_list_weight", "num_pairsample", "reg_loss_param", "scale_pos_weight",
};

static int ubj_bad(ubj *u, const char *why)
{
    if (!u->why[0])
        snprintf(u->why, sizeof u->why, "%s (near byte %td)", why, u->p - u->start);
    return -1;
}

static int64_t ubj_be(const unsigned char *p, int size)
{
    uint64_t v = 0;
    for (int i = 0; i < size; i++)
        v = v << 8 | p[i];
    switch (size) {
    case 1: return (int8_t)v;
    case 2: return (int16_t)v;
    case 4: return (int32_t)v;
    default: return (int64_t)v;
    }
}

static int64_t ubj_arr_get(const ubj_arr *a, int64_t i)
{
    int size = a->type == 'l' ? 4 : 8;
    return ubj_be(a->data + i * size, size);
}

/* 'L' int64 length, 0 <= n <= the bytes left / unit */
static int ubj_len(ubj *u, int64_t unit, int64_t *n)
{
    if (u->end - u->p < 9 || u->p[0] != 'L')
        return ubj_bad(u, "bad length");
    int64_t v = ubj_be(u->p + 1, 8);
    u->p += 9;
    if (v < 0 || v > (u->end - u->p) / unit)
        return ubj_bad(u, "length beyond the end");
    *n = v;
    return 0;
}

static int key_is(ubj_key k, const char *name)
{
    return k.s && (size_t)k.n == strlen(name) && memcmp(k.s, name, (size_t)k.n) == 0;
}

static int key_known(ubj_key k)
{
    for (size_t i = 0; i < TT_ARRAY_LEN(k_ubj_keys); i++)
        if (key_is(k, k_ubj_keys[i]))
            return 1;
    return 0;
}

/* A decimal string of at most 18 digits; -1 if it is not one. */
static int64_t ubj_decimal(const unsigned char *s, int64_t n)
{
    if (n < 1 || n > 18)
        return -1;
    int64_t v = 0;
    for (int64_t i = 0; i < n; i++) {
        if (s[i] < '0' || s[i] > '9')
            return -1;
        v = v * 10 + (s[i] - '0');
    }
    return v;
}

/* The node arrays of a tree, collected while walking its object. */
typedef struct ubj_tree {
    ubj_arr left, right, parents, split;
} ubj_tree;

static int ubj_value(ubj *u, int depth, ubj_key key, ubj_tree *t, int64_t *ival);

static int ubj_check_tree(ubj *u, const ubj_tree *t)
{
    int64_t nn = t->left.n;
    if (!t->left.data || !t->right.data || !t->parents.data || !t->split.data ||
        t->right.n != nn || t->parents.n != nn || t->split.n != nn || nn < 1)
        return ubj_bad(u, "a tree with missing or mismatched node arrays");
    for (int64_t i = 1; i < nn; i++) {
        int64_t par = ubj_arr_get(&t->parents, i);
        if (par < 0 || par >= nn)
            return ubj_bad(u, "a tree node's parent out of range");
    }
    int64_t *stack = malloc((size_t)nn * sizeof *stack);
    unsigned char *seen = calloc((size_t)nn, 1);
    int rc = 0;
    if (!stack || !seen) {
        rc = ubj_bad(u, "out of memory");
        goto out;
    }
    int64_t top = 0;
    stack[top++] = 0;
    seen[0] = 1;
    while (top > 0) {
        int64_t i = stack[--top];
        int64_t l = ubj_arr_get(&t->left, i), r = ubj_arr_get(&t->right, i);
        if (l == -1)
            continue;   /* a leaf */
        if (l < 0 || l >= nn || r < 0 || r >= nn || l == r || seen[l] || seen[r]) {
            rc = ubj_bad(u, "a tree node's children out of range or not a tree");
            goto out;
        }
        int64_t f = ubj_arr_get(&t->split, i);
        if (f < 0 || f >= INT32_MAX) {
            rc = ubj_bad(u, "a split feature out of range");
            goto out;
        }
        if (f > u->max_split)
            u->max_split = f;
        seen[l] = seen[r] = 1;
        stack[top++] = l;   /* each node is pushed once: top <= nn */
        stack[top++] = r;
    }
    u->trees_checked++;
out:
    free(stack);
    free(seen);
    return rc;
}

/* An object's members up to '}'; free_keys: any key (attribute names). */
static int ubj_object(ubj *u, int depth, int free_keys)
{
    ubj_tree t;
    memset(&t, 0, sizeof t);
    int is_tree = 0;
    int64_t id = -1;
    for (;;) {
        if (u->p >= u->end)
            return ubj_bad(u, "unterminated object");
        if (*u->p == '}') {
            u->p++;
            break;
        }
        ubj_key k;
        if (ubj_len(u, 1, &k.n))
            return -1;
        k.s = u->p;
        u->p += k.n;
        if (!free_keys && !key_known(k))
            return ubj_bad(u, "an unknown key");
        if (key_is(k, "left_children"))
            is_tree = 1;
        if (ubj_value(u, depth + 1, free_keys ? (ubj_key){NULL, 0} : k, &t,
                      key_is(k, "id") ? &id : NULL))
            return -1;
    }
    if (!is_tree)
        return 0;
    /* XGBoost puts each tree at the index its id names. */
    if (id != u->trees_checked)
        return ubj_bad(u, "a tree id out of order");
    return ubj_check_tree(u, &t);
}

static int ubj_array(ubj *u, int depth, ubj_key key, ubj_tree *t)
{
    int zero = key_is(key, "tree_info") || key_is(key, "split_type");
    int empty = key_is(key, "categories") || key_is(key, "categories_nodes") ||
                key_is(key, "categories_segments") || key_is(key, "categories_sizes");
    int version = key_is(key, "version");
    int64_t ver[3] = {-1, -1, -1};
    int64_t *count_into = key_is(key, "trees")       ? &u->trees_len
                          : key_is(key, "tree_info") ? &u->tree_info_len
                                                     : NULL;
    ubj_arr *node = NULL;
    if (t) {
        if (key_is(key, "left_children"))
            node = &t->left;
        else if (key_is(key, "right_children"))
            node = &t->right;
        else if (key_is(key, "parents"))
            node = &t->parents;
        else if (key_is(key, "split_indices"))
            node = &t->split;
    }
    if (u->p < u->end && *u->p == '$') {   /* typed: $ type # L n, then n items */
        if (u->end - u->p < 3 || u->p[2] != '#')
            return ubj_bad(u, "bad typed array");
        char type = (char)u->p[1];
        int size = type == 'd' ? 4 : type == 'U' ? 1 : type == 'l' ? 4 : type == 'L' ? 8 : 0;
        if (!size)
            return ubj_bad(u, "unsupported typed array");
        u->p += 3;
        int64_t n;
        if (ubj_len(u, size, &n))
            return -1;
        const unsigned char *data = u->p;
        u->p += n * size;
        if (empty && n)
            return ubj_bad(u, "a categorical split (unsupported)");
        if (version)
            return ubj_bad(u, "a typed version array");
        if (zero) {
            if (type == 'd')
                return ubj_bad(u, "tree_info/split_type of the wrong type");
            for (int64_t i = 0; i < n; i++)
                if (ubj_be(data + i * size, size) != 0)
                    return ubj_bad(u, "several output groups or a categorical split");
        }
        if (node) {
            if (type != 'l' && type != 'L')
                return ubj_bad(u, "node indices of the wrong type");
            node->data = data;
            node->n = n;
            node->type = type;
        }
        if (count_into)
            *count_into = n;
        return 0;
    }
    if (node)
        return ubj_bad(u, "untyped node indices (unsupported)");
    int64_t count = -1, i = 0;
    if (u->p < u->end && *u->p == '#') {   /* # L n, then n values */
        u->p++;
        if (ubj_len(u, 1, &count))
            return -1;
    }
    for (;; i++) {
        if (count >= 0 && i == count)
            break;
        if (u->p >= u->end)
            return ubj_bad(u, "unterminated array");
        if (count < 0 && *u->p == ']') {
            u->p++;
            break;
        }
        if (empty)
            return ubj_bad(u, "a categorical split (unsupported)");
        int64_t v = 1;
        if (ubj_value(u, depth + 1, (ubj_key){NULL, 0}, NULL, zero || version ? &v : NULL))
            return -1;
        if (zero && v != 0)
            return ubj_bad(u, "several output groups or a categorical split");
        if (version && i < 3)
            ver[i] = v;
    }
    if (count_into)
        *count_into = i;
    /* [major, minor, patch] of the XGBoost that wrote it: 1.6 and 1.7 write
     * this format. */
    if (version && (i != 3 || ver[0] != 1 || ver[1] < 6 || ver[1] > 7 || ver[2] < 0))
        return ubj_bad(u, "a model not written by XGBoost 1.6 or 1.7");
    return 0;
}

/* A string value; the parameters that would break a single-output model. */
static int ubj_string(ubj *u, ubj_key key)
{
    int64_t n;
    if (ubj_len(u, 1, &n))
        return -1;
    const unsigned char *s = u->p;
    u->p += n;
    int64_t v = ubj_decimal(s, n);
    if (key_is(key, "num_trees")) {
        if (v < 0)
            return ubj_bad(u, "a bad num_trees");
        u->num_trees = v;
    } else if ((key_is(key, "num_parallel_tree") && v != 1) ||
               (key_is(key, "num_target") && v != 1) ||
               (key_is(key, "size_leaf_vector") && v != 0) ||
               (key_is(key, "num_class") && (v < 0 || v > 1))) {
        return ubj_bad(u, "a model with several outputs per row or a bad parameter");
    }
    return 0;
}

/* One value; *ival (if given) gets an integer value, else stays. */
static int ubj_value(ubj *u, int depth, ubj_key key, ubj_tree *t, int64_t *ival)
{
    if (depth > UBJ_MAX_DEPTH)
        return ubj_bad(u, "nested too deeply");
    if (u->p >= u->end)
        return ubj_bad(u, "value missing");
    unsigned char c = *u->p++;
    int size = 0;
    switch (c) {
    case '{': return ubj_object(u, depth, key_is(key, "attributes"));
    case '[': return ubj_array(u, depth, key, t);
    case 'S': return ubj_string(u, key);
    case 'Z': case 'T': case 'F': return 0;
    case 'i': case 'U': case 'C': size = 1; break;
    case 'I': size = 2; break;
    case 'l': case 'd': size = 4; break;
    case 'L': size = 8; break;
    default: return ubj_bad(u, "unknown marker");
    }
    if (u->end - u->p < size)
        return ubj_bad(u, "number beyond the end");
    if (ival && c != 'd')
        *ival = c == 'U' ? (int64_t)u->p[0] : ubj_be(u->p, size);
    u->p += size;
    return 0;
}

int tune_ubj_check(const void *bytes, size_t len, int64_t *max_split, char *why, size_t n)
{
    ubj u;
    memset(&u, 0, sizeof u);
    u.start = u.p = bytes;
    u.end = u.p + len;
    u.max_split = -1;
    u.trees_len = u.tree_info_len = u.num_trees = -1;
    int rc = ubj_value(&u, 0, (ubj_key){NULL, 0}, NULL, NULL);
    if (rc == 0 && u.p != u.end)
        rc = ubj_bad(&u, "bytes after the model");
    if (rc == 0 && (u.num_trees < 0 || u.trees_len != u.num_trees ||
                    u.tree_info_len != u.num_trees || u.trees_checked != u.num_trees))
        rc = ubj_bad(&u, "num_trees does not match the trees");
    *max_split = u.max_split;
    if (why && n)
        tt_snprintf(why, n, "%s", rc ? u.why : "");
    return rc;
}
