/**
 * Where a slice lies along its stack's axis: Image Position (Patient) projected onto the normal of
 * Image Orientation (Patient), the row direction × the column direction. Sorting by it orders an
 * axial, coronal or oblique series alike; without an orientation the z coordinate is the best guess.
 */
export function slicePosition(
  position: readonly number[] | null,
  orientation: readonly number[] | null,
): number | null {
  if (!position || position.length < 3) return null;
  const [x = 0, y = 0, z = 0] = position;
  if (!orientation || orientation.length < 6) return z;
  const [rx = 0, ry = 0, rz = 0, cx = 0, cy = 0, cz = 0] = orientation;
  const normal = [ry * cz - rz * cy, rz * cx - rx * cz, rx * cy - ry * cx] as const;
  return x * normal[0] + y * normal[1] + z * normal[2];
}
