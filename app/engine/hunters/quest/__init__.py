"""quest"""
