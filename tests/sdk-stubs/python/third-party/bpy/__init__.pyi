from bpy import app as app
from bpy import ops as ops
from bpy import types as types

context: types.Context
